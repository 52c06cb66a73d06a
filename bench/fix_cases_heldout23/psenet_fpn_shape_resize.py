"""An early PSENet (scene-text detection) FPN decoder: the input's sizes are unpacked
(`N, C, H, W = x.shape`) and every upsampling resizes to a fraction of them
(`F.contrib.BilinearResize2D(layer4, height=H//16, width=W//16)`, `H // 8`, `H // 4`) so that the
decoded maps line up with the backbone's stride-16, -8 and -4 features before they are added and
concatenated.

Source: saicoco/Gluon-PSENet @ 1e2a4c6c71, model/net.py (PSENet, unchanged but for the class name
and the sizes: the decoder's 256 channels are 8).  The pretrained resnet50_v1s the source takes its
stem and four stages from (`model_zoo.get_model('resnet50_v1s', ...)`) is replaced by a stand-in
with the same attributes and strides (conv1 2, maxpool 2, layer1 1, layer2-4 2 each).  Input: an
image (1, 3, 64, 64).
"""
from mxnet.gluon import HybridBlock, nn
import mxnet as mx

INPUTS = [(1, 3, 64, 64)]


class _StandInResNet(object):
    """conv1 / bn1 / relu / maxpool / layer1-4 with resnet50_v1s's strides, 4-16 channels."""

    def __init__(self):
        self.conv1 = nn.Conv2D(4, 3, strides=2, padding=1)
        self.bn1 = nn.BatchNorm()
        self.relu = nn.Activation('relu')
        self.maxpool = nn.MaxPool2D(pool_size=3, strides=2, padding=1)
        self.layer1 = nn.Conv2D(4, 3, strides=1, padding=1, activation='relu')
        self.layer2 = nn.Conv2D(8, 3, strides=2, padding=1, activation='relu')
        self.layer3 = nn.Conv2D(8, 3, strides=2, padding=1, activation='relu')
        self.layer4 = nn.Conv2D(16, 3, strides=2, padding=1, activation='relu')


class Net(HybridBlock):

    def __init__(self, num_kernels=6, ctx=mx.cpu(), pretrained=False):
        super(Net, self).__init__()
        self.num_kernels = num_kernels

        pretrained = _StandInResNet()
        self.conv1 = pretrained.conv1
        self.bn1 = pretrained.bn1
        self.relu = pretrained.relu
        self.maxpool = pretrained.maxpool
        self.layer1 = pretrained.layer1
        self.layer2 = pretrained.layer2
        self.layer3 = pretrained.layer3
        self.layer4 = pretrained.layer4

        self.CONV1 = nn.HybridSequential(prefix='conv1')
        with self.CONV1.name_scope():
            self.CONV1.add(self.conv1)
            self.CONV1.add(self.bn1)
            self.CONV1.add(self.relu)
            self.CONV1.add(self.maxpool)

        # decoder
        self.encoder_layer4 = nn.Conv2D(channels=8, kernel_size=(3, 3), padding=(1, 1), activation='relu')

        self.decoder_conv1 = nn.HybridSequential(prefix='decoder_conv1')
        with self.decoder_conv1.name_scope():
            self.dconv1_1x1 = nn.Conv2D(channels=8, kernel_size=(1, 1))
            self.decoder_conv1.add(self.dconv1_1x1)
            self.decoder_conv1.add(nn.BatchNorm())
            self.decoder_conv1.add(nn.Activation('relu'))

        self.encoder_layer3 = nn.Conv2D(channels=8, kernel_size=(3, 3), padding=(1, 1), activation='relu')

        self.decoder_conv2 = nn.HybridSequential(prefix='decoder_conv2')
        with self.decoder_conv2.name_scope():
            self.dconv2_1x1 = nn.Conv2D(channels=8, kernel_size=(1, 1))
            self.decoder_conv2.add(self.dconv2_1x1)
            self.decoder_conv2.add(nn.BatchNorm())
            self.decoder_conv2.add(nn.Activation('relu'))
            
        self.encoder_layer2 = nn.Conv2D(channels=8, kernel_size=(3, 3), padding=(1, 1), activation='relu')

        self.decoder_conv3 = nn.HybridSequential(prefix='decoder_conv3')
        with self.decoder_conv3.name_scope():
            self.dconv3_1x1 = nn.Conv2D(channels=8, kernel_size=(1, 1))
            self.decoder_conv3.add(self.dconv3_1x1)
            self.decoder_conv3.add(nn.BatchNorm())
            self.decoder_conv3.add(nn.Activation('relu'))
            
        self.encoder_layer1 = nn.Conv2D(channels=8, kernel_size=(3, 3), padding=(1, 1), activation='relu')

        self.reduce_conv = nn.HybridSequential(prefix='reduce_conv')
        with self.reduce_conv.name_scope():
            self.conv1_reduce = nn.Conv2D(channels=8, kernel_size=(1, 1))
            self.reduce_conv.add(self.conv1_reduce)
            self.reduce_conv.add(nn.BatchNorm())
            self.reduce_conv.add(nn.Activation('relu'))
            
        self.decoder_out = nn.HybridSequential(prefix='decoder_out')
        with self.decoder_out.name_scope():
            self.conv1_out = nn.Conv2D(channels=self.num_kernels, kernel_size=(1, 1), activation='sigmoid')
            self.decoder_out.add(self.conv1_out)
            
    def hybrid_forward(self, F, x, *args, **kwargs):
        # forward
        N, C, H, W =  x.shape
        conv1 = self.CONV1(x) # stride = 4
        layer1 = self.layer1(conv1)
        layer2 = self.layer2(layer1) # stride = 8
        layer3 = self.layer3(layer2) # stride = 16
        layer4 = self.layer4(layer3) # struide = 32

        # decoder: add + conv1x1 + conv3x3

        upool_layer4 = F.contrib.BilinearResize2D(layer4, height=H//16, width=W//16, name='unpool1')
        decode_layer4 = self.decoder_conv1(upool_layer4) + self.encoder_layer3(layer3)

        upool_layer3 = F.contrib.BilinearResize2D(decode_layer4, height=H // 8, width=W // 8, name='unpool2')
        decode_layer3 = self.decoder_conv2(upool_layer3) + self.encoder_layer2(layer2)

        upool_layer2 = F.contrib.BilinearResize2D(decode_layer3, height=H // 4, width=W // 4, name='unpool3')
        decode_layer2 = self.decoder_conv3(upool_layer2) + self.encoder_layer1(conv1)

        # feature concanatetion
        feature_layer4 = F.contrib.BilinearResize2D(self.encoder_layer4(layer4), height=H//4, width=W//4, name='feature_upsample_1')
        feature_layer3 = F.contrib.BilinearResize2D(decode_layer4, height=H // 4, width=W // 4, name='feature_upsample_2')
        feature_layer2 = F.contrib.BilinearResize2D(decode_layer3, height=H // 4, width=W // 4, name='feature_upsample_3')
        feature_layer1 = F.contrib.BilinearResize2D(decode_layer2, height=H // 4, width=W // 4, name='feature_upsample_4')
        feature_maps = F.concat(feature_layer1, feature_layer2, feature_layer3, feature_layer4, dim=1)

        feature_reduce = self.reduce_conv(feature_maps)
        feature_out = self.decoder_out(feature_reduce)
        return feature_out
