// The course's coursewares: an ordered list of published PDF or video materials. The vendor finds one by its name (a
// search of the published PDFs and videos, CO-3) and adds it at the end; each chosen one can be moved up or down, or
// removed. The form holds the material ids in order (`materialIds`, the command's own field, so its errors land here);
// the names shown come from the saved course and from the materials picked.
import { useState } from 'react';
import { useQuery } from '@apollo/client';
import {
  Autocomplete,
  Box,
  Chip,
  FormHelperText,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField as MuiTextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import { courseLimits } from '@pp/domain';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { ADMIN_COURSEWARE_CHOICES, type CoursewareChoice } from './course.graphql.ts';
import { moved, withAdded, type CoursewareItem } from './forms.ts';

const p = (key: string) => `resources.course.${key}`;
/** How many materials the search offers at once. */
const shown = 20;

export const CoursewaresInput = ({ initial }: { initial: readonly CoursewareItem[] }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput<string[]>({ source: 'materialIds' });
  const ids: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  // what each chosen material is called (the saved coursewares', then each one picked)
  const [known, setKnown] = useState<Record<string, CoursewareItem>>(() => Object.fromEntries(initial.map((c) => [c.id, c])));
  const [text, setText] = useState('');
  const { data, loading } = useQuery(ADMIN_COURSEWARE_CHOICES, { variables: { search: text.trim(), first: shown } });
  const options = (data?.resourceMaterials?.nodes ?? []).flatMap((m) => (m && !ids.includes(m.id) ? [m] : []));
  const set = (next: string[]) => field.onChange(next);
  const add = (m: CoursewareChoice | null) => {
    if (!m) return;
    setKnown((k) => ({ ...k, [m.id]: { id: m.id, name: m.name, fileType: m.fileType } }));
    set(withAdded(ids, m.id));
    setText('');
  };
  const error = fieldState.error?.message;
  return (
    <Box data-testid="coursewares-input">
      <Typography variant="subtitle2" sx={{ pt: 1 }}>
        {translate(p('fields.materialIds'))}
      </Typography>
      <Autocomplete<CoursewareChoice>
        options={options}
        value={null}
        inputValue={text}
        loading={loading}
        filterOptions={(x) => x}
        getOptionLabel={(m) => m.name}
        getOptionKey={(m) => m.id}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={translate(p('edit.courseware_none'))}
        onInputChange={(_e, value, reason) => {
          if (reason !== 'reset') setText(value);
        }}
        onChange={(_e, m) => add(m)}
        renderOption={({ key, ...props }, m) => (
          <li key={key} {...props}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip size="small" label={m.fileType} />
              <span>{m.name}</span>
            </Stack>
          </li>
        )}
        renderInput={(params) => (
          <MuiTextField
            {...params}
            label={translate(p('edit.courseware_search'))}
            margin="dense"
            slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'courseware-search' } }}
          />
        )}
      />
      {ids.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }} data-testid="coursewares-empty">
          {translate(p('edit.coursewares_empty'))}
        </Typography>
      ) : (
        <List dense data-testid="coursewares">
          {ids.map((id, i) => {
            const item = known[id];
            return (
              <ListItem
                key={id}
                data-testid="courseware"
                data-material-id={id}
                divider
                secondaryAction={
                  <Stack direction="row">
                    <Tooltip title={translate(p('edit.up'))}>
                      <span>
                        <IconButton size="small" disabled={i === 0} onClick={() => set(moved(ids, i, -1))} data-testid="courseware-up" aria-label={translate(p('edit.up'))}>
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={translate(p('edit.down'))}>
                      <span>
                        <IconButton
                          size="small"
                          disabled={i === ids.length - 1}
                          onClick={() => set(moved(ids, i, 1))}
                          data-testid="courseware-down"
                          aria-label={translate(p('edit.down'))}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={translate(p('edit.remove'))}>
                      <IconButton size="small" onClick={() => set(ids.filter((x) => x !== id))} data-testid="courseware-remove" aria-label={translate(p('edit.remove'))}>
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                }
              >
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography variant="body2" color="text.secondary">
                        {i + 1}.
                      </Typography>
                      {item?.fileType && <Chip size="small" label={item.fileType} />}
                      <span data-testid="courseware-name">{item?.name ?? id}</span>
                    </Stack>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <FormHelperText error={Boolean(error)}>
        {error ? <ValidationError error={error} /> : translate(p('edit.coursewares_hint'), { max: courseLimits.courseCoursewaresMax })}
      </FormHelperText>
    </Box>
  );
};
