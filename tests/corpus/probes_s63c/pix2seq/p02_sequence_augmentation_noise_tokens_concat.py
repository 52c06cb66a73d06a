"""Pix2Seq sequence augmentation: real object tokens (N, 5B) and noise-object tokens (N, 5M) built from a passed-in uniform tensor by the same quantisation, concatenated on the sequence axis, embedded, with a (1, L, d) learned position embedding added by `broadcast_add`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10), (2, 5)]


class AugmentedSequence(HybridBlock):
    def __init__(self, vocab=20, seq_len=15, units=8, **kwargs):
        super(AugmentedSequence, self).__init__(**kwargs)
        self._v = vocab
        with self.name_scope():
            self.emb = nn.Embedding(vocab, units)
            self.pos = self.params.get("pos", shape=(1, seq_len, units))

    def hybrid_forward(self, F, real, noise, pos):
        q = lambda u: F.floor((u + 1) * 0.5 * (self._v - 1e-3))
        seq = F.concat(q(real), q(noise), dim=1)
        return F.broadcast_add(self.emb(seq), pos)


Net = AugmentedSequence
