"""Phrase grounding: word embeddings averaged into a phrase vector, regions projected with `flatten=False`, region scores by `batch_dot` with the expanded phrase, softmax over regions."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5), (2, 6, 10)]


class PhraseGrounder(HybridBlock):
    def __init__(self, vocab=20, dim=8, **kwargs):
        super(PhraseGrounder, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.embed = nn.Embedding(vocab, dim)
            self.phrase = nn.Dense(dim, in_units=dim)
            self.region = nn.Dense(dim, flatten=False, in_units=10)

    def hybrid_forward(self, F, words, regions):
        ids = F.clip(F.floor((words + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        p = F.tanh(self.phrase(self.embed(ids).mean(axis=1)))
        r = F.tanh(self.region(regions))
        scores = F.batch_dot(r, p.expand_dims(axis=2)).reshape((0, -1))
        return F.softmax(scores, axis=1)


Net = PhraseGrounder
