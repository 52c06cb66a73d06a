"""SiamFC cross-correlation as one grouped convolution: the search features folded to (1, N*C, H, W) with reshape codes `(1, -1, 0, 0)`, the (N, C, h, w) template used as the weight, `num_group` equal to the batch size given to the constructor, the kernel size a constructor python int."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 3, 12, 12)]


class Net(HybridBlock):
    def __init__(self, channels=4, batch_size=2, template=4, **kwargs):
        super().__init__(**kwargs)
        self.batch_size, self.template = batch_size, template
        with self.name_scope():
            self.backbone = nn.Conv2D(channels, 3, in_channels=3)
            self.adjust = nn.BatchNorm(in_channels=1)

    def hybrid_forward(self, F, z, x):
        fz, fx = self.backbone(z), self.backbone(x)              # (N, C, 4, 4), (N, C, 10, 10)
        search = fx.reshape((1, -1, 0, 0))                        # (1, N*C, 10, 10)
        resp = F.Convolution(search, fz, num_filter=self.batch_size,
                             kernel=(self.template, self.template),
                             num_group=self.batch_size, no_bias=True)
        return self.adjust(F.transpose(resp, axes=(1, 0, 2, 3)))   # (N, 1, 7, 7)
