"""GauGAN's label preprocessing inside the generator: the label map's argmax turned into a one-hot map by `F.one_hot(label.argmax(axis=1), depth=label.shape[1])` and transposed to channels first, resized to the generator's start size (`self.sh, self.sw`), then upsampled by nearest `F.UpSampling` with a conv."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, label_nc=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.sh, self.sw = 2, 2
        with self.name_scope():
            self.fc = nn.Conv2D(4, 3, padding=1, in_channels=label_nc)
            self.up = nn.Conv2D(2, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, label):
        seg = F.one_hot(label.argmax(axis=1), depth=label.shape[1]).transpose((0, 3, 1, 2))
        x = F.contrib.BilinearResize2D(seg, height=self.sh, width=self.sw)
        x = self.fc(x)
        x = F.UpSampling(x, scale=2, sample_type='nearest')
        return self.up(x)
