"""An hourglass backbone with SSD-style heads on two of its levels: the upsampled level is cut to the skip's size by `up[:, :, :skip.shape[2], :skip.shape[3]]`, and each level's box predictions are flattened by `p.reshape((x.shape[0], -1, 4))` and concatenated."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.skip = nn.Conv2D(3, 1, in_channels=3)
            self.low = nn.Conv2D(3, 3, padding=1, in_channels=3)
            self.head_low = nn.Conv2D(4, 1, in_channels=3)
            self.head_top = nn.Conv2D(4, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        skip = self.skip(x)
        low = self.low(F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='max', pooling_convention='full'))
        up = F.UpSampling(low, scale=2, sample_type='nearest')
        top = skip + up[:, :, :skip.shape[2], :skip.shape[3]]
        preds = []
        for feat, head in ((low, self.head_low), (top, self.head_top)):
            p = head(feat).transpose((0, 2, 3, 1))
            preds.append(p.reshape((x.shape[0], -1, 4)))
        return F.concat(*preds, dim=1)
