"""T5 v1.1 gated-GELU feed-forward: `wi_0` and `wi_1` Dense(d_ff, flatten=False) of the same input, `F.LeakyReLU(act_type="gelu")` of one times the other by a plain `*` (equal shapes), dropout, `wo` back to d_model and a residual `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class T5DenseGatedGelu(HybridBlock):
    def __init__(self, d_model=8, d_ff=16, dropout=0.1, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.wi_0 = nn.Dense(d_ff, flatten=False, use_bias=False)
            self.wi_1 = nn.Dense(d_ff, flatten=False, use_bias=False)
            self.wo = nn.Dense(d_model, flatten=False, use_bias=False)
            self.dropout = nn.Dropout(dropout)

    def hybrid_forward(self, F, x):
        hidden_gelu = F.LeakyReLU(self.wi_0(x), act_type="gelu")
        hidden = self.dropout(hidden_gelu * self.wi_1(x))
        return x + self.wo(hidden)


Net = T5DenseGatedGelu
