"""SuperPoint's descriptor head: coarse descriptors divided by their channel norm, upsampled bilinearly to the image's size read from `img.shape[2]` and `img.shape[3]`, and normalised again."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 16, 16)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv2D(8, 3, strides=4, padding=1, in_channels=1, activation='relu')
            self.desc = nn.Conv2D(6, 1, in_channels=8)

    def hybrid_forward(self, F, img):
        d = self.desc(self.enc(img))
        d = d / F.norm(d, axis=1, keepdims=True)
        d = F.contrib.BilinearResize2D(d, height=img.shape[2], width=img.shape[3])
        return d / F.sqrt((d * d).sum(axis=1, keepdims=True) + 1e-6)
