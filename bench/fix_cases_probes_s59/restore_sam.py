"""MPRNet's supervised attention module at a coarser stage: the stage's restored image `conv2(x) + x_img`, with the degraded image resized to the features' size by `BilinearResize2D(height=x.shape[2], width=x.shape[3])`, a sigmoid attention from it gating `conv1(x)`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3), (2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, feats=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(feats, 3, padding=1, in_channels=feats)
            self.conv2 = nn.Conv2D(3, 3, padding=1, in_channels=feats)
            self.conv3 = nn.Conv2D(feats, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x, img):
        x_img = F.contrib.BilinearResize2D(img, height=x.shape[2], width=x.shape[3])
        restored = self.conv2(x) + x_img
        att = F.sigmoid(self.conv3(restored))
        return self.conv1(x) * att + x, restored
