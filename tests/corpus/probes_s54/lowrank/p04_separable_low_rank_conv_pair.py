"""Low-rank spatially separable convolution: a (k, 1) conv to `rank` channels then a (1, k) conv to the output channels, with a batch-norm and a python `use_bn` switch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class LowRankConv(HybridBlock):
    def __init__(self, in_channels=4, channels=5, rank=2, k=3, use_bn=True, **kwargs):
        super().__init__(**kwargs)
        self.use_bn = use_bn
        with self.name_scope():
            self.vertical = nn.Conv2D(rank, (k, 1), padding=(k // 2, 0), in_channels=in_channels, use_bias=False)
            self.horizontal = nn.Conv2D(channels, (1, k), padding=(0, k // 2), in_channels=rank)
            if use_bn:
                self.bn = nn.BatchNorm(in_channels=channels)

    def hybrid_forward(self, F, x):
        y = self.horizontal(self.vertical(x))
        if self.use_bn:
            y = self.bn(y)
        return F.relu(y)


Net = LowRankConv
