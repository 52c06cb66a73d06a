"""MPRNet's stage-1/stage-2 patch handling: the image cut into top and bottom halves at `H // 2` of `H = x.shape[2]`, each half encoded, the features merged back along the height with `F.concat(..., dim=2)`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, cin=3, feats=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv2D(feats, 3, padding=1, in_channels=cin)
            self.out = nn.Conv2D(cin, 3, padding=1, in_channels=feats)

    def hybrid_forward(self, F, x):
        H = x.shape[2]
        top = x[:, :, 0:H // 2, :]
        bot = x[:, :, H // 2:H, :]
        feat = F.concat(self.enc(top), self.enc(bot), dim=2)
        return self.out(feat) + x
