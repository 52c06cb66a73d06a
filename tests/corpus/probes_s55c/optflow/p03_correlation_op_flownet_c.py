"""FlowNet-C correlation layer by the built-in `F.Correlation` op, the result divided by the python channel count and fed to a flow estimator conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 4, 8, 8)]


class FlowNetCorr(HybridBlock):
    def __init__(self, channels=4, max_disp=2, **kwargs):
        super().__init__(**kwargs)
        self.channels, self.max_disp = channels, max_disp
        with self.name_scope():
            self.estimator = nn.Conv2D(2, 3, padding=1)

    def hybrid_forward(self, F, feat1, feat2):
        corr = F.Correlation(feat1, feat2, kernel_size=1, max_displacement=self.max_disp,
                             stride1=1, stride2=1, pad_size=self.max_disp, is_multiply=True)
        corr = F.LeakyReLU(corr / self.channels, slope=0.1)
        return self.estimator(F.concat(corr, feat1, dim=1))


Net = FlowNetCorr
