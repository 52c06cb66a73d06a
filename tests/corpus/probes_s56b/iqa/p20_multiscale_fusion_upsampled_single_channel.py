"""Multi-scale IQA fusion adding a 1-channel coarse quality branch, upsampled by `F.UpSampling`, to the 8-channel fine branch with a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class MultiScaleIQA(HybridBlock):
    def __init__(self, **kwargs):
        super(MultiScaleIQA, self).__init__(**kwargs)
        with self.name_scope():
            self.fine = nn.Conv2D(8, 3, padding=1, activation="relu", in_channels=3)
            self.coarse = nn.Conv2D(1, 3, strides=2, padding=1, activation="relu", in_channels=8)
            self.score = nn.Conv2D(1, 1, in_channels=8)

    def hybrid_forward(self, F, img):
        f = self.fine(img)
        fused = f + F.UpSampling(self.coarse(f), scale=2, sample_type="nearest")
        return F.mean(self.score(fused), axis=(1, 2, 3))


Net = MultiScaleIQA
