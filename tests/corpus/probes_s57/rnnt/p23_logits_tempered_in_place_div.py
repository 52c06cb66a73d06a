"""RNN-T joint logits tempered for beam search with `logits /= self.temperature` before `log_softmax`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 4, 6)]


class TemperedJoint(HybridBlock):
    def __init__(self, joint=8, vocab=5, temperature=1.5, **kwargs):
        super().__init__(**kwargs)
        self.temperature = temperature
        with self.name_scope():
            self.enc_proj = nn.Dense(joint, flatten=False, in_units=6)
            self.pred_proj = nn.Dense(joint, flatten=False, in_units=6)
            self.out = nn.Dense(vocab, flatten=False, in_units=joint)

    def hybrid_forward(self, F, enc, pred):
        h = F.broadcast_add(F.expand_dims(self.enc_proj(enc), 2), F.expand_dims(self.pred_proj(pred), 1))
        logits = self.out(F.tanh(h))
        logits /= self.temperature
        return F.log_softmax(logits, axis=-1)


Net = TemperedJoint
