"""RepVGG block at train time: 3x3 conv + BN, 1x1 conv + BN and an identity BatchNorm (only when in == out channels and stride 1, decided in `__init__`), summed by `+` and ReLU'd; an `if F is nd:` debugging check reads `x.shape[1]` only in eager calls."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class RepVGGBlock(HybridBlock):
    def __init__(self, in_channels=4, out_channels=4, stride=1, **kwargs):
        super().__init__(**kwargs)
        self._in = in_channels
        with self.name_scope():
            self.rbr_dense = nn.HybridSequential()
            self.rbr_dense.add(nn.Conv2D(out_channels, 3, stride, 1, use_bias=False), nn.BatchNorm())
            self.rbr_1x1 = nn.HybridSequential()
            self.rbr_1x1.add(nn.Conv2D(out_channels, 1, stride, 0, use_bias=False), nn.BatchNorm())
            self.rbr_identity = nn.BatchNorm() if in_channels == out_channels and stride == 1 else None

    def hybrid_forward(self, F, x):
        if F is nd:
            assert x.shape[1] == self._in, "expected %d input channels" % self._in
        id_out = 0 if self.rbr_identity is None else self.rbr_identity(x)
        return F.relu(self.rbr_dense(x) + self.rbr_1x1(x) + id_out)


Net = RepVGGBlock
