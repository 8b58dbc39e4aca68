import { ABOUT_MAX, SPECIALITY_MAX } from '@alumni/contract/users-limits';
import { X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { TextField } from '#web/components/ui/text-field.tsx';
import { addSpeciality } from '#web/features/profile/profile-draft.ts';
import { PROFILE_TEXT } from '#web/features/profile/profile-text.ts';
import { aboutErrors, hasErrors } from '#web/features/profile/profile-validation.ts';
import { EditorPanel, TextAreaField } from './fields.tsx';

const T = PROFILE_TEXT.about;

/** 'Tentang': the about text and the skills as chips (Enter adds and clears; a chip's close icon removes). */
export function AboutPanel({
  about,
  specialities,
  onSave,
  onClose,
}: {
  about: string;
  specialities: string[];
  onSave: (about: string, specialities: string[]) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(about);
  const [skills, setSkills] = useState(specialities);
  const [input, setInput] = useState('');
  const [tried, setTried] = useState(false);
  const finalSkills = input.trim() ? addSpeciality(skills, input) : skills;
  const errors = tried ? aboutErrors(text, finalSkills) : {};
  const submit = () => {
    setTried(true);
    if (hasErrors(aboutErrors(text, finalSkills))) return false;
    onSave(text, finalSkills);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    setSkills((list) => addSpeciality(list, input));
    setInput('');
  };

  return (
    <EditorPanel title={T.panelTitle} onClose={onClose} onSubmit={submit}>
      <TextAreaField
        label={T.about}
        value={text}
        error={errors.about}
        maxLength={ABOUT_MAX}
        onChange={(e) => setText(e.target.value)}
      />
      <div>
        <TextField
          label={T.skills}
          hint={T.skillHint}
          value={input}
          error={errors.specialities}
          maxLength={SPECIALITY_MAX}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="enter"
        />
        {skills.length > 0 && (
          <ul aria-label={T.skillList} className="mt-3 flex flex-wrap gap-2">
            {skills.map((skill) => (
              <li
                key={skill}
                className="flex min-h-11 items-center gap-1 rounded-full bg-primary-50 py-1 pr-1 pl-4 text-base text-primary-900 ring-1 ring-primary-200"
              >
                <span className="break-all">{skill}</span>
                <button
                  type="button"
                  aria-label={T.removeSkill(skill)}
                  onClick={() => setSkills((list) => list.filter((s) => s !== skill))}
                  className="flex size-9 items-center justify-center rounded-full text-primary-800 hover:bg-primary-100"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </EditorPanel>
  );
}
