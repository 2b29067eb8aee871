import { readFile } from 'node:fs/promises';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@dating/contract/rules';
import { QUESTION_CATEGORIES } from '@dating/contract/schemas';
import { Command, InvalidArgumentError, Option } from 'commander';
import type { AccountsService } from '../modules/accounts/accountsService';
import type { CompatibilityService } from '../modules/compatibility/compatibilityService';
import type { PricedCatalogue } from '../modules/content/contentRepository';
import type { ContentService } from '../modules/content/contentService';
import { DEMO_PASSWORD, type DemoPopulation } from '../modules/discovery/demoPopulation';
import type { ModerationService } from '../modules/moderation/moderationService';
import type { PromptsService } from '../modules/prompts/promptsService';
import type { QaMembers } from '../modules/remoteReleases/qaMembers';
import type { RemoteRegistry } from '../modules/remoteReleases/remoteRegistry';
import { formatTable } from './formatTable';

function parseId(value: string): number {
  const id = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id)) {
    throw new InvalidArgumentError('an id is a whole number');
  }
  return id;
}

function parseLanguage(value: string): Language {
  if (!isLanguage(value)) throw new InvalidArgumentError(`one of ${LANGUAGES.join(', ')}`);
  return value;
}

/** `--language`: which language's texts a content command reads or writes; English by default. */
function languageOption(): Option {
  return new Option('--language <code>', `${LANGUAGES.join(', ')}`)
    .argParser(parseLanguage)
    .default(DEFAULT_LANGUAGE);
}

interface LanguageFlag {
  language: Language;
}

const STAFF_ROLES = ['moderator', 'admin'] as const;
type StaffRole = (typeof STAFF_ROLES)[number];

interface RestoreFlags {
  by: string;
  note: string;
}

/** The services the commands work through, so they apply the same rules as the HTTP calls. */
export interface AdminServices {
  content: ContentService;
  accounts: AccountsService;
  demo: DemoPopulation;
  moderation: ModerationService;
  prompts: PromptsService;
  questions: CompatibilityService;
  qa: QaMembers;
  /** The release command line's (`pnpm remote`), on the same database. */
  remoteRegistry: RemoteRegistry;
}

export interface AdminOutput {
  write(text: string): void;
  writeError(text: string): void;
}

/**
 * The admin command line (`pnpm admin <command>`): lists and changes the admin content through
 * the same service, and so the same rules, as the HTTP calls. Usage errors and --help throw a
 * CommanderError (with its exit code) instead of exiting, so the caller closes the database.
 */
export function createAdminProgram(
  { content, accounts, demo, moderation, prompts, questions, qa }: AdminServices,
  output: AdminOutput,
): Command {
  const write = (text: string) => output.write(text);
  const program = new Command('admin')
    .description('List and change the admin data of the dating server')
    .exitOverride()
    .configureOutput({ writeOut: write, writeErr: (text) => output.writeError(text) })
    // "help" is one of our commands (help pages); --help still works everywhere.
    .helpCommand(false);

  const pricedCatalogue = (
    catalogue: PricedCatalogue,
    description: string,
    list: (language: Language) => Promise<readonly Record<string, string | number>[]>,
  ) => {
    const command = program.command(catalogue).description(description);
    command
      .command('list')
      .description(`list the ${catalogue}`)
      .addOption(languageOption())
      .action(async ({ language }: LanguageFlag) => write(formatTable(await list(language))));
    command
      .command('set-price')
      .description('change a price (in the configured currency)')
      .argument('<id>', 'the id shown by list', parseId)
      .argument('<price>', 'e.g. 9.99')
      .action(async (id: number, price: string) => {
        await content.setPrice(catalogue, id, price);
        write(`${catalogue} ${id}: price is now ${price}\n`);
      });
    return command;
  };

  pricedCatalogue('plans', 'premium plans', (language) => content.listPremiumPlans(language))
    .command('set-type')
    .description("change a plan's type label (e.g. 3 Months) in one language")
    .argument('<id>', 'the id shown by list', parseId)
    .argument('<type>')
    .addOption(languageOption())
    .action(async (id: number, type: string, { language }: LanguageFlag) => {
      await content.setPlanType(id, type, language);
      write(`plans ${id}: type in ${language} is now ${type}\n`);
    });
  pricedCatalogue('boosts', 'boost plans', () => content.listBoostPlans());
  pricedCatalogue('superlikes', 'super-like packs', () => content.listSuperlikePacks());

  const interests = program.command('interests').description('interests members can choose');
  interests
    .command('list')
    .description('the names in one language (English where it has none)')
    .addOption(languageOption())
    .action(async ({ language }: LanguageFlag) => {
      const names = await content.listInterests(language);
      write(formatTable(names.map(({ name, canonical }) => ({ name, english: canonical }))));
    });
  interests
    .command('translate')
    .description("name an interest in another language; members' choices are kept")
    .argument('<name>', 'the interest, named in any language')
    .argument('<translation>')
    .addOption(languageOption().default(undefined).makeOptionMandatory())
    .action(async (name: string, translation: string, { language }: LanguageFlag) => {
      const saved = await content.translateInterest(name, translation, language);
      write(`"${name}" is "${saved}" in ${language}\n`);
    });
  interests
    .command('add')
    .argument('<name>')
    .action(async (name: string) => write(`Added "${await content.addInterest(name)}"\n`));
  interests
    .command('remove')
    .argument('<name>')
    .action(async (name: string) => {
      await content.removeInterest(name);
      write(`Removed "${name}"\n`);
    });

  const purposes = program
    .command('purposes')
    .description('what members are looking for (people_for)');
  purposes
    .command('list')
    .addOption(languageOption())
    .action(async ({ language }: LanguageFlag) =>
      write(formatTable(await content.listPurposes(language))),
    );
  purposes
    .command('set-name')
    .description("change a purpose's name in one language")
    .argument('<id>', 'the id shown by list', parseId)
    .argument('<name>')
    .addOption(languageOption())
    .action(async (id: number, name: string, { language }: LanguageFlag) => {
      await content.setPurposeName(id, name, language);
      write(`purposes ${id}: name in ${language} is now ${name}\n`);
    });

  const promptsCommand = program
    .command('prompts')
    .description('the prompts members answer on their profile');
  promptsCommand
    .command('list')
    .description('the texts in one language (English where it has none)')
    .addOption(languageOption())
    .action(async ({ language }: LanguageFlag) => write(formatTable(await prompts.list(language))));
  promptsCommand
    .command('add')
    .description('add a prompt, in English (translate it with set-text --language)')
    .argument('<text>')
    .action(async (text: string) => {
      const id = await prompts.addPrompt(text);
      write(`prompts ${id}: added\n`);
    });
  promptsCommand
    .command('set-text')
    .description("change a prompt's text in one language; members' answers are kept")
    .argument('<id>', 'the id shown by list', parseId)
    .argument('<text>')
    .addOption(languageOption())
    .action(async (id: number, text: string, { language }: LanguageFlag) => {
      await prompts.setText(id, text, language);
      write(`prompts ${id}: text in ${language} is now ${text}\n`);
    });
  promptsCommand
    .command('remove')
    .description("remove a prompt and members' answers to it")
    .argument('<id>', 'the id shown by list', parseId)
    .action(async (id: number) => {
      await prompts.removePrompt(id);
      write(`prompts ${id}: removed\n`);
    });

  const questionsCommand = program
    .command('questions')
    .description('the compatibility questions members answer, with their answers');
  questionsCommand
    .command('list')
    .description('the texts in one language (English where it has none), each answer with its id')
    .addOption(languageOption())
    .action(async ({ language }: LanguageFlag) => {
      const rows = (await questions.list(language)).map(({ choices, ...question }) => ({
        ...question,
        answers: choices.map((choice) => `${choice.id}: ${choice.text}`).join(' | '),
      }));
      write(formatTable(rows));
    });
  questionsCommand
    .command('add')
    .description('add a question in English (translate it with set-text, set-why, set-answer)')
    .argument('<category>', QUESTION_CATEGORIES.join(', '))
    .argument('<text>')
    .argument('<why>', 'the "why we ask" line')
    .argument('<answers...>', '2 to 4 answers')
    .action(async (category: string, text: string, why: string, answers: string[]) => {
      const id = await questions.addQuestion(category, text, why, answers);
      write(`questions ${id}: added\n`);
    });
  questionsCommand
    .command('set-text')
    .description("change a question's text in one language; members' answers are kept")
    .argument('<id>', 'the id shown by list', parseId)
    .argument('<text>')
    .addOption(languageOption())
    .action(async (id: number, text: string, { language }: LanguageFlag) => {
      await questions.setText(id, text, language);
      write(`questions ${id}: text in ${language} is now ${text}\n`);
    });
  questionsCommand
    .command('set-why')
    .description('change a question\'s "why we ask" line in one language')
    .argument('<id>', 'the id shown by list', parseId)
    .argument('<why>')
    .addOption(languageOption())
    .action(async (id: number, why: string, { language }: LanguageFlag) => {
      await questions.setWhy(id, why, language);
      write(`questions ${id}: why in ${language} is now ${why}\n`);
    });
  questionsCommand
    .command('set-category')
    .argument('<id>', 'the id shown by list', parseId)
    .argument('<category>', QUESTION_CATEGORIES.join(', '))
    .action(async (id: number, category: string) => {
      await questions.setCategory(id, category);
      write(`questions ${id}: category is now ${category}\n`);
    });
  questionsCommand
    .command('set-answer')
    .description("change an answer's text in one language (its id from list)")
    .argument('<answer-id>', 'the answer id shown by list', parseId)
    .argument('<text>')
    .addOption(languageOption())
    .action(async (id: number, text: string, { language }: LanguageFlag) => {
      await questions.setChoiceText(id, text, language);
      write(`answer ${id}: text in ${language} is now ${text}\n`);
    });
  questionsCommand
    .command('remove')
    .description("remove a question and members' answers to it")
    .argument('<id>', 'the id shown by list', parseId)
    .action(async (id: number) => {
      await questions.removeQuestion(id);
      write(`questions ${id}: removed\n`);
    });

  const settings = program
    .command('settings')
    .description('ages, distances, ads, store links, e-mail verification');
  settings
    .command('list')
    .addOption(languageOption())
    .action(async ({ language }: LanguageFlag) => {
      const rows = Object.entries(await content.settings(language)).map(([key, value]) => ({
        key,
        value,
      }));
      write(formatTable(rows));
    });
  settings
    .command('set')
    .description("--language other than en: the app of the day's title and description only")
    .argument('<key>')
    .argument('<value>')
    .addOption(languageOption())
    .action(async (key: string, value: string, { language }: LanguageFlag) => {
      await content.setSetting(key, value, language);
      write(`${key} = ${value}${language === DEFAULT_LANGUAGE ? '' : ` (${language})`}\n`);
    });

  const help = program.command('help').description('help pages (Terms, Safety Tips, ...)');
  help
    .command('list')
    .addOption(languageOption())
    .action(async ({ language }: LanguageFlag) => {
      const pages = await content.listHelpPages(language);
      write(
        formatTable(
          pages.map(({ id, title, description }) => ({ id, title, chars: description.length })),
        ),
      );
    });
  help
    .command('set')
    .description('change a help page; its HTML is sanitised before it is stored')
    .argument('<id>', 'the id shown by list', parseId)
    .option('--title <title>', 'the new title')
    .option('--file <path>', 'a file holding the new HTML')
    .addOption(languageOption())
    .action(async (id: number, options: { title?: string; file?: string } & LanguageFlag) => {
      const html = options.file === undefined ? undefined : await readFile(options.file, 'utf8');
      await content.updateHelpPage(id, { title: options.title, html }, options.language);
      write(`Help page ${id} updated (${options.language})\n`);
    });

  const members = program.command('members').description('member accounts');
  members.command('list').action(async () => {
    const rows = await accounts.listMembers();
    write(
      formatTable(
        rows.map(({ id, email, name, status, created_at }) => ({
          id,
          email,
          name,
          status,
          created: created_at.toISOString().slice(0, 10),
        })),
      ),
    );
  });
  members
    .command('delete')
    .description('delete a member for good: profile, photos (files too) and sessions')
    .argument('<email>')
    .action(async (email: string) => {
      await accounts.deleteMemberByEmail(email);
      write(`Deleted ${email}\n`);
    });

  members
    .command('unban')
    .description("lift a member's ban, as the admin --by (written to the moderators' audit log)")
    .argument('<email>')
    .requiredOption('--by <admin-email>', 'the admin taking the action')
    .requiredOption('--note <note>', 'why, for the audit log')
    .action(async (email: string, { by, note }: RestoreFlags) => {
      await moderation.restoreByEmail(by, email, 'unban', note);
      write(`${email} is no longer banned\n`);
    });
  members
    .command('unsuspend')
    .description("end a member's suspension now, as the admin --by (written to the audit log)")
    .argument('<email>')
    .requiredOption('--by <admin-email>', 'the admin taking the action')
    .requiredOption('--note <note>', 'why, for the audit log')
    .action(async (email: string, { by, note }: RestoreFlags) => {
      await moderation.restoreByEmail(by, email, 'unsuspend', note);
      write(`${email} is no longer suspended\n`);
    });

  // The role is read afresh on every moderation call: running servers apply a change at once.
  const moderators = program
    .command('moderators')
    .description('members who may use the moderation console and calls (moderators, admins)');
  moderators.command('list').action(async () => {
    const rows = await moderation.listModerators();
    write(formatTable(rows.map(({ id, email, name, role }) => ({ id, email, name, role }))));
  });
  moderators
    .command('add')
    .description('make the member a moderator, or an admin (who also acts on moderators)')
    .argument('<email>')
    .addOption(
      new Option('--role <role>', 'moderator or admin')
        .choices(STAFF_ROLES)
        .default('moderator' satisfies StaffRole),
    )
    .action(async (email: string, { role }: { role: StaffRole }) => {
      await moderation.setRole(email, role);
      write(`${email} is now ${role === 'admin' ? 'an admin' : 'a moderator'}\n`);
    });
  moderators
    .command('remove')
    .description('make the moderator or admin a plain member again')
    .argument('<email>')
    .action(async (email: string) => {
      await moderation.setRole(email, 'member');
      write(`${email} is no longer a moderator\n`);
    });

  // Read afresh at each /api/remotes: running servers apply a change at once.
  const qaRole = program
    .command('qa')
    .description('members who may point their own browser at any version of a remote');
  qaRole.command('list').action(async () => write(formatTable(await qa.list())));
  qaRole
    .command('add')
    .description('give the member the QA role')
    .argument('<email>')
    .action(async (email: string) => {
      await qa.add(email);
      write(`${email} now has the QA role\n`);
    });
  qaRole
    .command('remove')
    .description("take the member's QA role away")
    .argument('<email>')
    .action(async (email: string) => {
      await qa.remove(email);
      write(`${email} no longer has the QA role\n`);
    });

  program
    .command('demo')
    .description('add demo members with generated photos around a place, e.g. demo 40 --near Paris')
    .argument('<count>', 'how many members (1 to 1000)', (value: string) => {
      const count = parseId(value);
      if (count < 1 || count > 1000) throw new InvalidArgumentError('from 1 to 1000');
      return count;
    })
    .requiredOption('--near <place>', 'a city or region, as the place search finds it')
    .action(async (count: number, flags: { near: string }) => {
      const { place, emails } = await demo.seed(count, flags.near);
      write(`Added ${emails.length} members around ${place.description}\n`);
      write(`They sign in with the password ${DEMO_PASSWORD}, e.g. ${emails[0] ?? ''}\n`);
    });

  return program;
}
