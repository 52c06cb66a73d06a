"""Keypoints on a deblurred image: a residual deblurring step, a SuperPoint heatmap, and a confidence gate read by `.asscalar()` of the mean score deciding whether the image is sharp enough to keep the keypoints (else the scores are zeroed by `F.zeros(heat.shape)`)."""
from mxnet.gluon import nn


INPUTS = [(1, 1, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.deblur = nn.Conv2D(1, 3, padding=1, in_channels=1)
            self.det = nn.Conv2D(1, 3, padding=1, in_channels=1)

    def hybrid_forward(self, F, img):
        sharp = img + self.deblur(img)
        heat = F.sigmoid(self.det(sharp))
        if heat.mean().asscalar() < 0.05:
            heat = F.zeros(heat.shape)
        return sharp, heat
