"""RetinexNet's enhancement (RelightNet): illumination and reflectance concatenated, three
stride-2 convs, each decoder step resized back to the encoder feature's size
(`BilinearResize2D(height=conv2.shape[2], width=conv2.shape[3])`) and added, the decoder features
of every scale resized to the input size `h, w = input_R.shape[2:]`, concatenated and fused; the
adjusted illumination brightened by an adaptive gamma chosen from its mean (`.asscalar()`)."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 1, 8, 8), (2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, channel=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv0 = nn.Conv2D(channel, 3, padding=1, in_channels=4)
            self.conv1 = nn.Conv2D(channel, 3, strides=2, padding=1, in_channels=channel)
            self.conv2 = nn.Conv2D(channel, 3, strides=2, padding=1, in_channels=channel)
            self.conv3 = nn.Conv2D(channel, 3, strides=2, padding=1, in_channels=channel)
            self.deconv1 = nn.Conv2D(channel, 3, padding=1, in_channels=channel)
            self.deconv2 = nn.Conv2D(channel, 3, padding=1, in_channels=channel)
            self.deconv3 = nn.Conv2D(channel, 3, padding=1, in_channels=channel)
            self.fusion = nn.Conv2D(channel, 1, in_channels=channel * 3)
            self.output = nn.Conv2D(1, 3, padding=1, in_channels=channel)

    def hybrid_forward(self, F, input_L, input_R):
        conv0 = self.conv0(F.concat(input_R, input_L, dim=1))
        conv1 = F.relu(self.conv1(conv0))
        conv2 = F.relu(self.conv2(conv1))
        conv3 = F.relu(self.conv3(conv2))
        up1 = F.contrib.BilinearResize2D(conv3, height=conv2.shape[2], width=conv2.shape[3])
        deconv1 = F.relu(self.deconv1(up1) + conv2)
        up2 = F.contrib.BilinearResize2D(deconv1, height=conv1.shape[2], width=conv1.shape[3])
        deconv2 = F.relu(self.deconv2(up2) + conv1)
        up3 = F.contrib.BilinearResize2D(deconv2, height=conv0.shape[2], width=conv0.shape[3])
        deconv3 = F.relu(self.deconv3(up3) + conv0)
        h, w = input_R.shape[2:]
        deconv1_resize = F.contrib.BilinearResize2D(deconv1, height=h, width=w)
        deconv2_resize = F.contrib.BilinearResize2D(deconv2, height=h, width=w)
        feature_gather = F.concat(deconv1_resize, deconv2_resize, deconv3, dim=1)
        I_delta = F.sigmoid(self.output(self.fusion(feature_gather)))
        mean = I_delta.mean().asscalar()
        if mean < 0.5:
            I_delta = I_delta ** (math.log(0.5) / math.log(mean))
        return I_delta * input_R
