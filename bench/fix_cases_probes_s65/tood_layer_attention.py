"""TOOD's task decomposition: the tower's intermediate features concatenated, a layer attention from their
global average (two 1x1 convs, sigmoid) giving one weight per stacked conv, the reduction conv's weight
(a Parameter of `(feat_channels, feat_channels * stacked_convs)`) scaled per layer by a plain `*` of
`(b, 1, S, 1)` and `(1, F, S, F)` reshapes, and applied by `batch_dot` to the features flattened from
their unpacked shape, then folded back to `(b, F, h, w)`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, feat_channels=4, stacked_convs=3, la_down_rate=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.feat_channels = feat_channels
        self.stacked_convs = stacked_convs
        self.in_channels = feat_channels * stacked_convs
        with self.name_scope():
            self.inter_convs = nn.HybridSequential()
            for _ in range(stacked_convs):
                self.inter_convs.add(nn.Conv2D(feat_channels, 3, padding=1, in_channels=feat_channels,
                                               activation='relu'))
            self.la_conv1 = nn.Conv2D(self.in_channels // la_down_rate, 1, in_channels=self.in_channels)
            self.la_conv2 = nn.Conv2D(stacked_convs, 1, in_channels=self.in_channels // la_down_rate)
            self.reduction_weight = self.params.get('reduction_weight',
                                                    shape=(feat_channels, self.in_channels))

    def hybrid_forward(self, F, x, reduction_weight):
        inter_feats = []
        for conv in self.inter_convs:
            x = conv(x)
            inter_feats.append(x)
        feat = F.concat(*inter_feats, dim=1)
        b, c, h, w = feat.shape
        avg_feat = F.mean(feat, axis=(2, 3), keepdims=True)
        weight = F.sigmoid(self.la_conv2(F.relu(self.la_conv1(avg_feat))))
        conv_weight = weight.reshape((b, 1, self.stacked_convs, 1)) * reduction_weight.reshape(
            (1, self.feat_channels, self.stacked_convs, self.feat_channels))
        conv_weight = conv_weight.reshape((b, self.feat_channels, self.in_channels))
        feat = feat.reshape((b, self.in_channels, h * w))
        out = F.batch_dot(conv_weight, feat).reshape((b, self.feat_channels, h, w))
        return F.relu(out)
