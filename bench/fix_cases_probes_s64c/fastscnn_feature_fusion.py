"""Fast-SCNN's FeatureFusionModule: the low-resolution branch upsampled to the high-resolution one's
size read by `_, _, h, w = higher_res_feature.shape` (`scale_factor=4` in the paper, the size here
because the maps are odd), a depthwise conv and a 1x1 projection on it, a 1x1 projection on the
high-resolution branch, `out = higher + lower` and relu; the classifier's output is resized to the
input image with `x.shape[2]`, `x.shape[3]` taken at the start of the forward."""
from mxnet.gluon import nn


INPUTS = [(1, 3, 20, 20), (1, 6, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, highter_in_channels=4, lower_in_channels=6, out_channels=4, num_classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.learning_to_downsample = nn.Conv2D(highter_in_channels, 3, strides=2, padding=1, in_channels=3)
            self.dwconv = nn.Conv2D(lower_in_channels, 3, padding=1, groups=lower_in_channels,
                                    in_channels=lower_in_channels)
            self.conv_lower_res = nn.Conv2D(out_channels, 1, in_channels=lower_in_channels)
            self.conv_higher_res = nn.Conv2D(out_channels, 1, in_channels=highter_in_channels)
            self.classifier = nn.Conv2D(num_classes, 1, in_channels=out_channels)

    def hybrid_forward(self, F, x, lower_res_feature):
        size = (x.shape[2], x.shape[3])
        higher_res_feature = self.learning_to_downsample(x)
        _, _, h, w = higher_res_feature.shape
        lower_res_feature = F.contrib.BilinearResize2D(lower_res_feature, height=h, width=w)
        lower_res_feature = F.relu(self.dwconv(lower_res_feature))
        lower_res_feature = self.conv_lower_res(lower_res_feature)
        higher_res_feature = self.conv_higher_res(higher_res_feature)
        out = F.relu(higher_res_feature + lower_res_feature)
        out = self.classifier(out)
        return F.contrib.BilinearResize2D(out, height=size[0], width=size[1])
