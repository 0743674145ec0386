import type { Resource } from '@facturar/contracts';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useState, type ReactElement } from 'react';
import { BrandLogo } from '#web/components/brand-logo.tsx';
import type { MenuGroup } from './menu-model.ts';
import { homePageName } from '#web/lib/resource-codes.ts';

/** Spec 000 §9. */
export const drawerWidth = 300;

const groupIcons: Record<string, ReactElement> = {
  ADM: <AdminPanelSettingsOutlined />,
  GEN: <PostAddOutlined />,
  REP: <Inventory2Outlined />,
  REPO: <AssessmentOutlined />,
  EVE: <EventNoteOutlined />,
  CON: <ManageSearchOutlined />,
};

type SideMenuProps = {
  isOpen: boolean;
  groups: readonly MenuGroup[];
  selectedId: string;
  onClose: () => void;
  onHome: () => void;
  onSelect: (resource: Resource) => void;
};

/** The drawer of spec 000 §2 'Side menu': fixed Home, then the permitted items, each expanding into children. */
export function SideMenu({ isOpen, groups, selectedId, onClose, onHome, onSelect }: SideMenuProps) {
  const [expandedId, setExpandedId] = useState<string | null>(null);
  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: drawerWidth, maxWidth: '100vw' } } }}
    >
      <Toolbar sx={{ px: 2.5 }}>
        <BrandLogo size={28} />
      </Toolbar>
      <Divider />
      <Box component="nav" aria-label="Menú principal" sx={{ overflowY: 'auto' }}>
        <List disablePadding>
          <ListItemButton selected={selectedId === 'INI'} onClick={onHome}>
            <ListItemIcon>
              <HomeOutlined />
            </ListItemIcon>
            <ListItemText primary={homePageName} />
          </ListItemButton>
          {groups.map(({ resource, children }) => {
            const isExpanded = expandedId === resource.id;
            const hasChildren = children.length > 0;
            return (
              <Box key={resource.id}>
                <ListItemButton
                  selected={!hasChildren && selectedId === resource.id}
                  aria-expanded={hasChildren ? isExpanded : undefined}
                  onClick={() =>
                    hasChildren ? setExpandedId(isExpanded ? null : resource.id) : onSelect(resource)
                  }
                >
                  <ListItemIcon>{groupIcons[resource.id] ?? <FolderOutlined />}</ListItemIcon>
                  <ListItemText primary={resource.nameMenu} />
                  {hasChildren && (isExpanded ? <ExpandLess /> : <ExpandMore />)}
                </ListItemButton>
                {hasChildren && (
                  <Collapse in={isExpanded} timeout="auto" unmountOnExit>
                    <List disablePadding>
                      {children.map((child) => (
                        <ListItemButton
                          key={child.id}
                          selected={selectedId === child.id}
                          onClick={() => onSelect(child)}
                          sx={{ pl: 9 }}
                        >
                          <ListItemText
                            primary={child.nameMenu}
                            slotProps={{ primary: { variant: 'body2' } }}
                          />
                        </ListItemButton>
                      ))}
                    </List>
                  </Collapse>
                )}
              </Box>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}
