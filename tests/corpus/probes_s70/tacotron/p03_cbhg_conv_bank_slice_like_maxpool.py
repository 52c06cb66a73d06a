"""Tacotron CBHG: a conv bank of 1-D convolutions with kernel sizes k = 1..K (padding k // 2, so even k
give T + 1 steps, trimmed back by `F.slice_like(y, x, axes=(2,))`), concatenated on channels, max-pooled
(size 2, stride 1, pad 1, trimmed the same way), two projections and the residual."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 9)]


class ConvBank(HybridBlock):
    def __init__(self, channels=6, bank=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for k in range(1, bank + 1):
                self.convs.add(nn.Conv1D(4, k, padding=k // 2, activation="relu"))
            self.pool = nn.MaxPool1D(2, strides=1, padding=1)
            self.proj1 = nn.Conv1D(8, 3, padding=1, activation="relu")
            self.proj2 = nn.Conv1D(channels, 3, padding=1)

    def hybrid_forward(self, F, x):
        outs = [F.slice_like(conv(x), x, axes=(2,)) for conv in self.convs]
        y = F.slice_like(self.pool(F.concat(*outs, dim=1)), x, axes=(2,))
        return self.proj2(self.proj1(y)) + x


Net = ConvBank
