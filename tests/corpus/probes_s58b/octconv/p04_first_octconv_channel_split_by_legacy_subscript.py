"""First octave layer splitting one input into high and low channels by `x[:, :c_h]` and `x[:, c_h:]`, the 1.x Symbol reading a slice as a range of outputs."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class FirstOctConv(HybridBlock):
    def __init__(self, in_ch=8, alpha=0.5, **kwargs):
        super(FirstOctConv, self).__init__(**kwargs)
        self.c_l = int(alpha * in_ch)
        self.c_h = in_ch - self.c_l
        with self.name_scope():
            self.h2h = nn.Conv2D(4, 3, padding=1, in_channels=self.c_h)
            self.h2l = nn.Conv2D(4, 3, padding=1, in_channels=self.c_l)

    def hybrid_forward(self, F, x):
        x_h = x[:, :self.c_h]
        x_l = F.Pooling(x[:, self.c_h:], kernel=(2, 2), stride=(2, 2), pool_type="avg")
        return self.h2h(x_h), self.h2l(x_l)


Net = FirstOctConv
