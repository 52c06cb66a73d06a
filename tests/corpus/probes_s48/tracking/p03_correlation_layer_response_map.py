"""Dense correlation tracker: `F.Correlation` between template and search feature maps of the same size over a constructor-given displacement range, the displacement channels scored by a 1x1 conv into a response map."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, channels=4, max_disp=2, **kwargs):
        super().__init__(**kwargs)
        self.max_disp = max_disp
        with self.name_scope():
            self.feat = nn.Conv2D(channels, 3, padding=1, in_channels=3)
            self.score = nn.Conv2D(1, 1, in_channels=(2 * max_disp + 1) ** 2)

    def hybrid_forward(self, F, z, x):
        corr = F.Correlation(self.feat(z), self.feat(x), kernel_size=1, max_displacement=self.max_disp,
                             stride1=1, stride2=1, pad_size=self.max_disp, is_multiply=True)
        return self.score(F.relu(corr))
