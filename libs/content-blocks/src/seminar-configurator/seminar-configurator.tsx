import { useLingui } from '@lingui/react';
import type { SeminarConfiguratorData } from '@paddock/api-clients/blocks';
import { Button } from '@paddock/ui';
import { Confirmation, ErrorSummary, SendFailure } from '../kit/form/form-kit.js';
import type { BlockProps } from '../kit/define-block.js';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';
import { FieldsStep } from './fields-step.js';
import { OptionsStep } from './options-step.js';
import styles from './seminar-configurator.module.css';
import { Summary } from './seminar-summary.js';
import { texts } from './seminar-texts.js';
import { SpaceStep } from './space-step.js';
import { StepsHead } from './steps-head.js';
import { useSeminarConfigurator } from './use-seminar-configurator.js';

/**
 * The business-seminar configurator: the group and its dates, the space (those too small for the
 * group say so), catering and activities, then who to answer; a step at a time, with a summary of
 * the choices beside. Back and next keep every answer; each step is checked before the next.
 */
export function SeminarConfigurator({ data }: BlockProps<SeminarConfiguratorData>) {
  const { i18n } = useLingui();
  const wizard = useSeminarConfigurator(data);
  const { form, errors, step, stepIndex, outcome, idOf } = wizard;
  const { register } = form;

  return (
    <SectionFrame title={data.title} text={data.text} classes={frameClasses.wide}>
      {outcome && 'sent' in outcome ? (
        <Confirmation
          title={data.success?.title ?? i18n._(texts.sentTitle)}
          text={data.success?.text ?? i18n._(texts.sentText)}
          reference={outcome.sent}
          headingLevel="h3"
        />
      ) : (
        <div className={styles.layout}>
          <form className={styles.form} noValidate onSubmit={wizard.onSubmit}>
            <StepsHead steps={wizard.steps} stepIndex={stepIndex} headingRef={wizard.stepHeading} />
            <ErrorSummary
              entries={wizard.summaryEntries}
              onJump={(entry) => form.setFocus(entry.name)}
            />
            <FieldsStep
              fields={wizard.group}
              shown={step === 'group'}
              idOf={idOf}
              register={register}
              errors={errors}
            />
            <SpaceStep
              data={data}
              shown={step === 'space'}
              id={idOf('space')}
              participants={Number(wizard.values.participants) || 0}
              register={register}
              errors={errors}
              getParticipants={() => Number(form.getValues('participants')) || 0}
            />
            {wizard.steps.includes('options') ? (
              <OptionsStep data={data} shown={step === 'options'} idOf={idOf} register={register} />
            ) : null}
            <FieldsStep
              fields={wizard.contact}
              shown={step === 'contact'}
              idOf={idOf}
              register={register}
              errors={errors}
            />
            {outcome && 'failed' in outcome ? <SendFailure reason={outcome.failed} /> : null}
            <div className={styles.navigation}>
              {stepIndex > 0 ? (
                <Button variant="transparent" onClick={() => wizard.goTo(stepIndex - 1)}>
                  {i18n._(texts.back)}
                </Button>
              ) : null}
              {wizard.last ? (
                <Button type="submit" loading={form.formState.isSubmitting}>
                  {i18n._(texts.send)}
                </Button>
              ) : (
                <Button onClick={() => void wizard.next()}>{i18n._(texts.next)}</Button>
              )}
            </div>
          </form>
          <Summary data={data} values={wizard.values} />
        </div>
      )}
    </SectionFrame>
  );
}
