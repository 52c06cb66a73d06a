"""Lattice blank log-probabilities read with a numpy-style subscript `logp[:, :, :, 0]` of the joint output."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 4, 6)]


class LatticeLogProbs(HybridBlock):
    def __init__(self, joint=8, vocab=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc_proj = nn.Dense(joint, flatten=False, in_units=6)
            self.pred_proj = nn.Dense(joint, flatten=False, in_units=6)
            self.out = nn.Dense(vocab, flatten=False, in_units=joint)

    def hybrid_forward(self, F, enc, pred):
        h = F.broadcast_add(F.expand_dims(self.enc_proj(enc), 2), F.expand_dims(self.pred_proj(pred), 1))
        logp = F.log_softmax(self.out(F.relu(h)), axis=-1)
        return logp[:, :, :, 0]


Net = LatticeLogProbs
