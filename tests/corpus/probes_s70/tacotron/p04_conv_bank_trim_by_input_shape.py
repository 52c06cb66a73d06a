"""Tacotron CBHG conv bank trimmed as the PyTorch code does, `y[:, :, :T]` with `T = x.shape[-1]`, written
as `F.slice_axis(conv(x), axis=2, begin=0, end=x.shape[-1])`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 9)]


class ShapeTrimBank(HybridBlock):
    def __init__(self, bank=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for k in range(1, bank + 1):
                self.convs.add(nn.Conv1D(4, k, padding=k // 2, activation="relu"))

    def hybrid_forward(self, F, x):
        outs = [F.slice_axis(conv(x), axis=2, begin=0, end=x.shape[-1]) for conv in self.convs]
        return F.concat(*outs, dim=1)


Net = ShapeTrimBank
