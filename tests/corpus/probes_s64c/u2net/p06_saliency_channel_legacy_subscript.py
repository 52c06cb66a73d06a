"""U^2-Net variant with a two-channel fused head (saliency, edge): the saliency map taken as `fused[:, 0:1]`, a legacy subscript of the conv output."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class TwoChannelHead(HybridBlock):
    def __init__(self, ch=4, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.Conv2D(ch, 3, padding=1, activation="relu")
        self.side = nn.Conv2D(2, 1)
        self.fuse = nn.Conv2D(2, 1)

    def hybrid_forward(self, F, x):
        h = self.body(x)
        side = F.contrib.BilinearResize2D(self.side(F.Pooling(h, kernel=(2, 2), stride=(2, 2), pool_type="max")),
                                          like=x, mode="like")
        fused = self.fuse(F.concat(side, self.side(h), dim=1))
        return F.sigmoid(fused[:, 0:1])


Net = TwoChannelHead
