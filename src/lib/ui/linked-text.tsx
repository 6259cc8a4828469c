/** An e-mail address inside a sentence, to be written to. */
const address = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/**
 * A sentence in which every e-mail address is a mailto: link, so a support or
 * privacy address is one tap away rather than copied by hand. The sentence's
 * closing full stop stays outside the link.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {text.split(address).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={`mailto:${part}`}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}
