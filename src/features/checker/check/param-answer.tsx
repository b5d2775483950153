import { useLingui } from '@lingui/react/macro';
import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { AnswerDraft } from './check-form';
import type { ParamNode } from './param-tree';

interface ParamTreeViewProps {
  nodes: ParamNode[];
  answerOf: (paramId: number) => AnswerDraft;
  onAnswer: (paramId: number, answer: AnswerDraft) => void;
  /** Problems shown under a param once saving was tried. */
  problemOf: (paramId: number) => string | undefined;
  depth?: number;
}

/** The params as a tree: groups as headings, every leaf accepted or rejected with a comment. */
export function ParamTreeView({
  nodes,
  answerOf,
  onAnswer,
  problemOf,
  depth = 0,
}: ParamTreeViewProps) {
  return (
    <Stack gap="sm" pl={depth ? 'md' : 0}>
      {nodes.map((node) =>
        node.children.length ? (
          <Stack key={node.param.id} gap="xs">
            <Text fw={600} size="sm">
              {node.param.name}
            </Text>
            <ParamTreeView
              nodes={node.children}
              answerOf={answerOf}
              onAnswer={onAnswer}
              problemOf={problemOf}
              depth={depth + 1}
            />
          </Stack>
        ) : (
          <ParamAnswer
            key={node.param.id}
            name={node.param.name}
            paramId={node.param.id}
            answer={answerOf(node.param.id)}
            onChange={(answer) => onAnswer(node.param.id, answer)}
            problem={problemOf(node.param.id)}
          />
        ),
      )}
    </Stack>
  );
}

interface ParamAnswerProps {
  paramId: number;
  name: string;
  answer: AnswerDraft;
  onChange: (answer: AnswerDraft) => void;
  problem: string | undefined;
}

function ParamAnswer({ paramId, name, answer, onChange, problem }: ParamAnswerProps) {
  const { t } = useLingui();
  const value = answer.accepted === null ? '' : answer.accepted ? 'accepted' : 'rejected';
  const rejected = answer.accepted === false;
  return (
    <Stack gap={4} data-testid={`check-param-${paramId}`} role="group" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{name}</Text>
        <SegmentedControl
          size="xs"
          data={[
            { value: 'accepted', label: t`Принят` },
            { value: 'rejected', label: t`Не принят` },
          ]}
          value={value}
          color={rejected ? 'red' : 'green'}
          onChange={(next) => onChange({ ...answer, accepted: next === 'accepted' })}
        />
      </Group>
      <TextInput
        size="xs"
        aria-label={t`Комментарий: ${name}`}
        placeholder={rejected ? t`Что не так (обязательно)` : t`Комментарий`}
        value={answer.comment}
        error={problem}
        onChange={(event) => onChange({ ...answer, comment: event.currentTarget.value })}
      />
    </Stack>
  );
}
