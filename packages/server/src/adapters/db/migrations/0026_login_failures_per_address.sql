-- Failed sign-ins are counted per user name and client address (issue 24, ADR 0067): one address's
-- failures throttle that address only, so others cannot keep an account's owner out.
delete from login_failures;
alter table login_failures add column client_address text not null;
alter table login_failures drop constraint login_failures_pkey;
alter table login_failures add primary key (access_name, client_address);
