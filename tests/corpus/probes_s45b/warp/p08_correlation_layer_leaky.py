"""FlowNet-C correlation with the built-in `F.Correlation` operator, followed by a leaky ReLU and a 1x1 reduction."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8)]


class CorrelationBlock(HybridBlock):
    def __init__(self, channels=4, max_displacement=2, **kwargs):
        super().__init__(**kwargs)
        self._md = max_displacement
        with self.name_scope():
            self.feat = nn.Conv2D(channels, 3, padding=1)
            self.reduce = nn.Conv2D(channels, 1)

    def hybrid_forward(self, F, frame1, frame2):
        f1, f2 = self.feat(frame1), self.feat(frame2)
        corr = F.Correlation(f1, f2, kernel_size=1, max_displacement=self._md, stride1=1, stride2=1,
                             pad_size=self._md, is_multiply=True)
        return self.reduce(F.LeakyReLU(corr, slope=0.1))


class Net(CorrelationBlock):
    pass
