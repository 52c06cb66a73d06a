"""SuperGlue's keypoint encoder: keypoints normalised by the image size (`_, _, height, width = image.shape`,
`size = nd.array([[width, height]])`, centred on `size / 2` and scaled by `0.7 * max(size)`, a (b, n, 2)
against a (1, 1, 2) by plain operators), concatenated with the detection scores as `(b, 3, n)` and lifted
by a Conv1D MLP added to the descriptors."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(1, 1, 8, 12), (2, 5, 2), (2, 5), (2, 8, 5)]


def normalize_keypoints(kpts, image_shape):
    _, _, height, width = image_shape
    size = nd.array([[width, height]])
    center = size / 2
    scaling = size.max(axis=1, keepdims=True) * 0.7
    return (kpts - center.expand_dims(1)) / scaling.expand_dims(1)


class Net(nn.HybridBlock):
    def __init__(self, feature_dim=8, layers=(6, 8), **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.encoder = nn.HybridSequential()
            in_channels = 3
            for i, c in enumerate(layers + (feature_dim,)):
                self.encoder.add(nn.Conv1D(c, 1, in_channels=in_channels))
                if i < len(layers):
                    self.encoder.add(nn.BatchNorm(in_channels=c), nn.Activation('relu'))
                in_channels = c

    def hybrid_forward(self, F, image, kpts, scores, desc):
        kpts = normalize_keypoints((kpts + 1) * 6, image.shape)
        inputs = F.concat(kpts.transpose((0, 2, 1)), scores.expand_dims(1), dim=1)
        return desc + self.encoder(inputs)
