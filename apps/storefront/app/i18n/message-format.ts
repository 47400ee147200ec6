/**
 * The ICU MessageFormat subset the shop's messages use, compiled once per message and formatted with
 * the platform's Intl: simple arguments `{name}`, `{n, number}`, `{n, plural, =0 {…} one {…} other {…}}`
 * with `offset:` and `#`, `{key, select, … other {…}}`, rich-text tags `<link>…</link>` and ICU
 * apostrophe quoting. It gives the same output as intl-messageformat for these (a test compares them
 * message by message) at a small fraction of its size, and throws on anything outside the subset so a
 * message that needs more fails its test instead of rendering wrong.
 */

export type MessagePart =
  | string
  | { kind: 'argument'; name: string }
  | { kind: 'number'; name: string }
  | { kind: 'pound' }
  | { kind: 'plural'; name: string; offset: number; options: Record<string, MessagePart[]> }
  | { kind: 'select'; name: string; options: Record<string, MessagePart[]> }
  | { kind: 'tag'; name: string; children: MessagePart[] };

class MessageSyntaxError extends Error {
  constructor(message: string, text: string, position: number) {
    super(`${message} at ${position} in "${text}"`);
    this.name = 'MessageSyntaxError';
  }
}

type Parent = 'plural' | 'select' | 'none';

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);
const isNameChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}_-]/u.test(char);

class Parser {
  private position = 0;
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  parse(): MessagePart[] {
    const parts = this.message('none', 0, undefined);
    if (this.position < this.text.length) this.fail('Unexpected "}"');
    return parts;
  }

  private fail(message: string): never {
    throw new MessageSyntaxError(message, this.text, this.position);
  }

  private peek(offset = 0): string | undefined {
    return this.text[this.position + offset];
  }

  /** A message up to the end, a closing `}` (inside an option) or the closing tag of `tag`. */
  private message(parent: Parent, depth: number, tag: string | undefined): MessagePart[] {
    const parts: MessagePart[] = [];
    let literal = '';
    const flush = () => {
      if (literal) parts.push(literal);
      literal = '';
    };
    while (this.position < this.text.length) {
      const char = this.peek()!;
      if (char === "'") {
        literal += this.quoted(parent);
      } else if (char === '{') {
        flush();
        parts.push(this.argument(depth));
      } else if (char === '}') {
        if (depth === 0) this.fail('Unexpected "}"');
        break;
      } else if (char === '#' && parent === 'plural') {
        flush();
        parts.push({ kind: 'pound' });
        this.position += 1;
      } else if (char === '<' && this.peek(1) === '/') {
        if (tag === undefined) this.fail('Unexpected closing tag');
        break;
      } else if (char === '<' && /[a-zA-Z]/.test(this.peek(1) ?? '')) {
        flush();
        parts.push(this.tagElement(parent, depth));
      } else {
        literal += char;
        this.position += 1;
      }
    }
    flush();
    return parts;
  }

  /** ICU apostrophes: `''` is one; `'` before a syntax character quotes up to the next lone `'`. */
  private quoted(parent: Parent): string {
    const next = this.peek(1);
    if (next === "'") {
      this.position += 2;
      return "'";
    }
    const starts =
      next === '{' || next === '}' || next === '<' || next === '>' || (next === '#' && parent === 'plural');
    if (!starts) {
      this.position += 1;
      return "'";
    }
    this.position += 1;
    let text = '';
    while (this.position < this.text.length) {
      const char = this.peek()!;
      if (char === "'") {
        if (this.peek(1) === "'") {
          text += "'";
          this.position += 2;
          continue;
        }
        this.position += 1;
        return text;
      }
      text += char;
      this.position += 1;
    }
    return text;
  }

  private skipSpaces(): void {
    while (isSpace(this.peek())) this.position += 1;
  }

  private name(): string {
    const start = this.position;
    while (isNameChar(this.peek())) this.position += 1;
    if (start === this.position) this.fail('Expected a name');
    return this.text.slice(start, this.position);
  }

  private expect(char: string): void {
    if (this.peek() !== char) this.fail(`Expected "${char}"`);
    this.position += 1;
  }

  private argument(depth: number): MessagePart {
    this.expect('{');
    this.skipSpaces();
    const name = this.name();
    this.skipSpaces();
    if (this.peek() === '}') {
      this.position += 1;
      return { kind: 'argument', name };
    }
    this.expect(',');
    this.skipSpaces();
    const type = this.name();
    this.skipSpaces();
    if (type === 'number') {
      this.expect('}');
      return { kind: 'number', name };
    }
    if (type !== 'plural' && type !== 'select') this.fail(`Unsupported argument type "${type}"`);
    this.expect(',');
    this.skipSpaces();
    let offset = 0;
    if (type === 'plural' && this.text.startsWith('offset:', this.position)) {
      this.position += 'offset:'.length;
      this.skipSpaces();
      const match = /^\d+/.exec(this.text.slice(this.position));
      if (!match) this.fail('Expected an offset');
      offset = Number(match[0]);
      this.position += match[0].length;
    }
    const options: Record<string, MessagePart[]> = {};
    for (;;) {
      this.skipSpaces();
      if (this.peek() === '}') break;
      const key = this.peek() === '=' ? `=${(this.position++, this.name())}` : this.name();
      if (key in options) this.fail(`Duplicate option "${key}"`);
      this.skipSpaces();
      this.expect('{');
      options[key] = this.message(type, depth + 1, undefined);
      this.expect('}');
    }
    this.expect('}');
    if (!('other' in options)) this.fail('Missing "other" option');
    return type === 'plural' ? { kind: 'plural', name, offset, options } : { kind: 'select', name, options };
  }

  private tagElement(parent: Parent, depth: number): MessagePart {
    this.expect('<');
    const name = this.name();
    this.expect('>');
    const children = this.message(parent, depth, name);
    if (!this.text.startsWith(`</${name}>`, this.position)) this.fail(`Expected "</${name}>"`);
    this.position += name.length + 3;
    return { kind: 'tag', name, children };
  }
}

/** The message's parts; throws a MessageSyntaxError outside the supported subset. */
export function compileMessage(text: string): MessagePart[] {
  return new Parser(text).parse();
}

type RichFormatter<T> = (chunks: (string | T)[]) => T | string | (string | T)[];
export type MessageValue<T> = string | number | boolean | null | undefined | Date | T | RichFormatter<T>;

export interface FormatContext {
  pluralRules: Intl.PluralRules;
  numberFormat: Intl.NumberFormat;
}

/**
 * Formats compiled parts with `values`. Output is a list of strings and whatever rich-text functions
 * return (elements); neighbouring strings are joined.
 */
export function formatParts<T>(
  parts: readonly MessagePart[],
  values: Record<string, MessageValue<T>>,
  context: FormatContext,
  pound?: number,
): (string | T)[] {
  const output: (string | T)[] = [];
  const push = (item: string | T) => {
    const last = output.length - 1;
    if (typeof item === 'string' && typeof output[last] === 'string') output[last] += item;
    else output.push(item);
  };
  const valueOf = (name: string) => {
    if (!(name in values)) throw new Error(`The value "${name}" is missing`);
    return values[name];
  };
  for (const part of parts) {
    if (typeof part === 'string') {
      push(part);
    } else if (part.kind === 'pound') {
      if (pound !== undefined) push(context.numberFormat.format(pound));
    } else if (part.kind === 'argument') {
      const value = valueOf(part.name);
      // As intl-messageformat: strings and numbers as they are, empty values as nothing.
      if (typeof value === 'string' || typeof value === 'number') push(String(value));
      else if (value && typeof value === 'object' && !(value instanceof Date)) push(value as T);
      else push('');
    } else if (part.kind === 'number') {
      push(context.numberFormat.format(Number(valueOf(part.name))));
    } else if (part.kind === 'plural') {
      const value = Number(valueOf(part.name));
      const option =
        part.options[`=${value}`] ??
        part.options[context.pluralRules.select(value - part.offset)] ??
        part.options.other!;
      for (const item of formatParts(option, values, context, value - part.offset)) push(item);
    } else if (part.kind === 'select') {
      const key = String(valueOf(part.name));
      const option = Object.hasOwn(part.options, key) ? part.options[key]! : part.options.other!;
      for (const item of formatParts(option, values, context, pound)) push(item);
    } else {
      const render = valueOf(part.name);
      if (typeof render !== 'function') throw new Error(`The value "${part.name}" must be a function`);
      const rendered = (render as RichFormatter<T>)(formatParts(part.children, values, context, pound));
      for (const item of Array.isArray(rendered) ? rendered : [rendered]) push(item);
    }
  }
  return output;
}
