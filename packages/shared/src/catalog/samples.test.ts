import { describe, expect, it } from 'vitest';
import { hasUnclearedSample } from './sample-facts.js';
import { contentIdRefusal, sampleDeclarationSchema, sampleDisclosure } from './samples.js';

const parse = (v: unknown) => sampleDeclarationSchema.parse(v);

describe('the sample declaration rules (decision 0091)', () => {
  it('refuses Content ID for pack or uncleared samples, naming what is wrong', () => {
    expect(contentIdRefusal([{ source: 'own' }, { source: 'cleared' }])).toBeNull();
    expect(contentIdRefusal([{ source: 'royalty_free' }])).toContain('it uses a royalty-free pack sample,');
    expect(contentIdRefusal([{ source: 'uncleared' }])).toContain('it uses an uncleared sample,');
    expect(contentIdRefusal([{ source: 'uncleared' }, { source: 'royalty_free' }])).toContain(
      'it uses royalty-free pack and uncleared samples,',
    );
  });

  it('asks for a list when samples are used, and none otherwise', () => {
    const issues = (v: unknown) => sampleDeclarationSchema.safeParse(v).error?.issues.map((i) => i.path.join('.'));
    expect(issues({ uses_samples: true, samples: [], content_id: false })).toEqual(['samples']);
    expect(issues({ uses_samples: false, samples: [{ source: 'own' }], content_id: false })).toEqual(['uses_samples']);
    expect(issues({ uses_samples: false, samples: [], content_id: true })).toBeUndefined();
  });

  it('words the licence clause from the declaration, and says when there was none', () => {
    expect(sampleDisclosure(null)).toBe(
      'Samples: the Producer had not declared whether this beat uses samples when this licence was sold.',
    );
    expect(sampleDisclosure(parse({ uses_samples: false, samples: [], content_id: true }))).toBe(
      'Samples: the Producer declares that the beat uses no samples. The beat is registered with Content ID: the Licensee shows this licence to dispute a claim on their release.',
    );
    const mixed = parse({
      uses_samples: true,
      samples: [
        { source: 'cleared', licence: 'EMI-42' },
        { source: 'uncleared', description: 'soul vocal' },
      ],
      content_id: false,
    });
    expect(hasUnclearedSample(mixed)).toBe(true);
    expect(sampleDisclosure(mixed)).toBe(
      'Samples: the Producer declares that the beat uses a cleared sample, licence EMI-42; an uncleared sample (soul vocal). An uncleared sample may need clearing by the Licensee before a commercial release. The beat is not registered with Content ID.',
    );
  });
});
