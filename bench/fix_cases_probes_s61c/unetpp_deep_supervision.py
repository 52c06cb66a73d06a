"""UNet++'s deep supervision: the outputs of the 1x1 heads on X(0,1), X(0,2), X(0,3) accumulated by
`out += head(node)` into `F.zeros((x.shape[0], self.classes, x.shape[2], x.shape[3]))` and averaged
by `len(nodes)`; the nodes come from nearest x2 upsampling and concatenation."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, f=2, classes=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.classes = classes
        with self.name_scope():
            self.x00 = nn.Conv2D(f, 3, padding=1, in_channels=2)
            self.x10 = nn.Conv2D(f, 3, padding=1, in_channels=f)
            self.x01 = nn.Conv2D(f, 3, padding=1, in_channels=2 * f)
            self.x02 = nn.Conv2D(f, 3, padding=1, in_channels=3 * f)
            self.x03 = nn.Conv2D(f, 3, padding=1, in_channels=4 * f)
            self.heads = nn.HybridSequential()
            for _ in range(3):
                self.heads.add(nn.Conv2D(classes, 1, in_channels=f))

    def hybrid_forward(self, F, x):
        x00 = self.x00(x)
        x10 = self.x10(F.Pooling(x00, kernel=(2, 2), stride=(2, 2), pool_type='max'))
        up = F.UpSampling(x10, scale=2, sample_type='nearest')
        x01 = self.x01(F.concat(x00, up, dim=1))
        x02 = self.x02(F.concat(x00, x01, up, dim=1))
        x03 = self.x03(F.concat(x00, x01, x02, up, dim=1))
        nodes = [x01, x02, x03]
        out = F.zeros((x.shape[0], self.classes, x.shape[2], x.shape[3]))
        for head, node in zip(self.heads, nodes):
            out += head(node)
        return out / len(nodes)
