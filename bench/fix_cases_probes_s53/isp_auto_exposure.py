"""Auto exposure and sRGB gamma: the image scaled so its brightest pixel reaches one, then the piecewise sRGB transfer curve."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, img):
        img = F.relu(img) + 1e-3
        img = img / img.max().asscalar()
        lin = 12.92 * img
        gam = 1.055 * F.power(F.maximum(img, 0.0031308), 1 / 2.4) - 0.055
        return F.where(img > 0.0031308, gam, lin)
