"""RNN-T joint network adding the lifted encoder (B, T, 1, J) and prediction (B, 1, U, J) tensors with a plain `+`, as the PyTorch reference does."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 4, 6)]


class JointNet(HybridBlock):
    def __init__(self, hidden=6, joint=8, vocab=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc_proj = nn.Dense(joint, flatten=False, in_units=hidden)
            self.pred_proj = nn.Dense(joint, flatten=False, in_units=hidden, use_bias=False)
            self.out = nn.Dense(vocab, flatten=False, in_units=joint)

    def hybrid_forward(self, F, enc, pred):
        e = F.expand_dims(self.enc_proj(enc), axis=2)
        p = F.expand_dims(self.pred_proj(pred), axis=1)
        return self.out(F.tanh(e + p))


Net = JointNet
