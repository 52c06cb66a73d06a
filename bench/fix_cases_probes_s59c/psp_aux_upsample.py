"""PSPNet's two heads: the backbone halves the image, the main and auxiliary heads each predict at
the feature size, and both logits are upsampled to the image size `height, width = img.shape[2:]`
before they are returned (the auxiliary one weighted by 0.4 and added to the main)."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 16, 16)]


class Net(nn.HybridBlock):
    def __init__(self, nclass=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv2D(6, 3, strides=2, padding=1, in_channels=3)
            self.head = nn.Conv2D(nclass, 1, in_channels=6)
            self.aux = nn.Conv2D(nclass, 1, in_channels=6)

    def hybrid_forward(self, F, img):
        height, width = img.shape[2:]
        c = F.relu(self.stem(img))
        out = F.contrib.BilinearResize2D(self.head(c), height=height, width=width)
        aux = F.contrib.BilinearResize2D(self.aux(c), height=height, width=width)
        return out + 0.4 * aux, aux
