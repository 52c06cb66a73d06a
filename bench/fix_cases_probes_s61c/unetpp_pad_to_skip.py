"""A UNet++ node on odd sizes: the deeper node upsampled x2 by nearest UpSampling and padded to the
skip by `diff_y = skip.shape[2] - up.shape[2]`, `F.pad(up, mode='constant', pad_width=(0, 0, 0, 0,
diff_y // 2, diff_y - diff_y // 2, diff_x // 2, diff_x - diff_x // 2))`, concatenated with every
earlier node of the level."""
from mxnet.gluon import nn


INPUTS = [(1, 2, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, f=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.x00 = nn.Conv2D(f, 3, padding=1, in_channels=2)
            self.x10 = nn.Conv2D(f, 3, padding=1, in_channels=f)
            self.x01 = nn.Conv2D(f, 3, padding=1, in_channels=2 * f)
            self.x02 = nn.Conv2D(f, 3, padding=1, in_channels=3 * f)

    def _up(self, F, x, skip):
        up = F.UpSampling(x, scale=2, sample_type='nearest')
        diff_y = skip.shape[2] - up.shape[2]
        diff_x = skip.shape[3] - up.shape[3]
        return F.pad(up, mode='constant', constant_value=0,
                     pad_width=(0, 0, 0, 0, diff_y // 2, diff_y - diff_y // 2,
                                diff_x // 2, diff_x - diff_x // 2))

    def hybrid_forward(self, F, x):
        x00 = self.x00(x)
        x10 = self.x10(F.Pooling(x00, kernel=(2, 2), stride=(2, 2), pool_type='max'))
        up = self._up(F, x10, x00)
        x01 = self.x01(F.concat(x00, up, dim=1))
        x02 = self.x02(F.concat(x00, x01, up, dim=1))
        return x02
