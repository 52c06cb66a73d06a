"""AC-GAN discriminator with one Dense(1 + K) head split as `out[:, 0]` (source logit) and `out[:, 1:]` (class logits) -- legacy subscripts on a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class FusedHead(HybridBlock):
    def __init__(self, classes=4, ch=4, **kwargs):
        super(FusedHead, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(ch, 4, strides=2, padding=1, in_channels=3)
            self.head = nn.Dense(1 + classes, in_units=ch * 16)

    def hybrid_forward(self, F, img):
        out = self.head(F.LeakyReLU(self.conv(img), slope=0.2))
        return F.sigmoid(out[:, 0]), F.softmax(out[:, 1:])


Net = FusedHead
