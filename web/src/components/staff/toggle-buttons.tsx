/**
 * Buttons of which the pressed one is the choice shown (a period, a month, a view), for the caller's
 * group (a fieldset with its legend, or a labelled group).
 */
export function ToggleButtons<Choice extends string | number>({
  choices,
  chosen,
  onChoose,
  labelOf,
}: {
  choices: readonly Choice[];
  chosen: Choice;
  onChoose: (choice: Choice) => void;
  labelOf: (choice: Choice) => string;
}) {
  return (
    <>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className="admin-button admin-button--secondary admin-button--small"
          aria-pressed={choice === chosen}
          onClick={() => onChoose(choice)}
        >
          {labelOf(choice)}
        </button>
      ))}
    </>
  );
}
