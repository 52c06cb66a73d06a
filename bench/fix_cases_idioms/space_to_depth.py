"""Space-to-depth: fold 2x2 pixel blocks into channels before a 1x1 projection."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Conv2D(5, 1)

    def hybrid_forward(self, F, img):
        n, ch, rows, cols = img.shape
        g = 2
        img = img.reshape((n, ch, rows // g, g, cols // g, g))
        img = F.transpose(img, axes=(0, 1, 3, 5, 2, 4))
        img = img.reshape((n, ch * g * g, rows // g, cols // g))
        return self.proj(img)
