"""Phrase grounding by an elementwise fusion: regions (B, N, D) times the phrase (B, 1, D) with `broadcast_mul`, then a scoring layer."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5), (2, 6, 10)]


class PhraseGrounder(HybridBlock):
    def __init__(self, vocab=20, dim=8, **kwargs):
        super(PhraseGrounder, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.embed = nn.Embedding(vocab, dim)
            self.region = nn.Dense(dim, flatten=False, in_units=10)
            self.score = nn.Dense(1, flatten=False, in_units=dim)

    def hybrid_forward(self, F, words, regions):
        ids = F.clip(F.floor((words + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        phrase = F.L2Normalization(self.embed(ids).mean(axis=1)).expand_dims(axis=1)
        r = F.L2Normalization(self.region(regions), mode="spatial")
        fused = F.broadcast_mul(r, phrase)
        return F.softmax(self.score(fused).reshape((0, -1)), axis=1)


Net = PhraseGrounder
