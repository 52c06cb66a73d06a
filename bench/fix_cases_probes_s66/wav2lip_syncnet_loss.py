"""Wav2Lip's expert SyncNet loss: the lower half of the 5-frame stacked face (`face[:, :, face.shape[2] // 2:]`,
a legacy subscript), a face encoder and a mel encoder, each embedding flattened by `reshape((x.shape[0], -1))`
and L2-normalised, the cosine similarity `(a * v).sum(axis=1)`, and the BCE against a target of ones
(`nd.ones((b, 1))` in the graph), averaged."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 15, 8, 8), (2, 1, 8, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.face_encoder = nn.HybridSequential()
            self.face_encoder.add(nn.Conv2D(channels, 3, strides=2, padding=1, in_channels=15, activation='relu'),
                                  nn.Conv2D(channels, 3, strides=2, padding=1, in_channels=channels),
                                  nn.GlobalAvgPool2D())
            self.audio_encoder = nn.HybridSequential()
            self.audio_encoder.add(nn.Conv2D(channels, 3, padding=1, in_channels=1, activation='relu'),
                                   nn.Conv2D(channels, 3, strides=2, padding=1, in_channels=channels),
                                   nn.GlobalAvgPool2D())

    def hybrid_forward(self, F, face, mel):
        face = face[:, :, face.shape[2] // 2:]
        v = self.face_encoder(face)
        a = self.audio_encoder(mel)
        v = F.L2Normalization(v.reshape((v.shape[0], -1)))
        a = F.L2Normalization(a.reshape((a.shape[0], -1)))
        d = (a * v).sum(axis=1, keepdims=True)
        d = F.clip((d + 1) / 2, 1e-7, 1 - 1e-7)
        y = nd.ones((d.shape[0], 1))
        loss = -(y * F.log(d) + (1 - y) * F.log(1 - d))
        return loss.mean()
