"""Lattice log-probabilities: joint logits normalised by `log_softmax`, the blank column (index 0) and the label columns separated with `slice_axis` on the last axis and returned with the lattice summed over labels."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 4, 6)]


class LatticeLogProbs(HybridBlock):
    def __init__(self, joint=8, vocab=5, blank=0, **kwargs):
        super().__init__(**kwargs)
        self.blank = blank
        with self.name_scope():
            self.enc_proj = nn.Dense(joint, flatten=False, in_units=6)
            self.pred_proj = nn.Dense(joint, flatten=False, in_units=6)
            self.out = nn.Dense(vocab, flatten=False, in_units=joint)

    def hybrid_forward(self, F, enc, pred):
        h = F.broadcast_add(F.expand_dims(self.enc_proj(enc), 2), F.expand_dims(self.pred_proj(pred), 1))
        logp = F.log_softmax(self.out(F.relu(h)), axis=-1)
        blank = F.slice_axis(logp, axis=-1, begin=self.blank, end=self.blank + 1)
        labels = F.slice_axis(logp, axis=-1, begin=self.blank + 1, end=None)
        return F.squeeze(blank, axis=-1), F.log(F.sum(F.exp(labels), axis=-1))


Net = LatticeLogProbs
