"""Wav2Lip's generator front: the (B, C, T, H, W) face window folded into the batch by
`concat([x[:, :, i] for i in range(x.shape[2])], dim=0)`, a face encoder of residual conv blocks
(`out += x`), the audio mel chunks (B, T, 1, M, S) folded the same way and encoded to a (B*T, C, 1, 1)
embedding tiled over the face feature's size, and the frames unfolded back to (B, C, T, H, W) by a split into
`T` chunks along the batch and a stack on axis 2."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 8, 8), (2, 5, 1, 8, 4)]


class ResConv(nn.HybridBlock):
    def __init__(self, channels, **kwargs):
        super(ResConv, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.bn = nn.BatchNorm(in_channels=channels)

    def hybrid_forward(self, F, x):
        out = self.bn(self.conv(x))
        out += x
        return F.relu(out)


class Net(nn.HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.face_in = nn.Conv2D(channels, 3, strides=2, padding=1, in_channels=3)
            self.face_res = ResConv(channels)
            self.audio_in = nn.Conv2D(channels, 3, padding=1, in_channels=1, activation='relu')
            self.audio_res = ResConv(channels)
            self.out_conv = nn.Conv2D(3, 1, in_channels=2 * channels)

    def hybrid_forward(self, F, face_sequences, audio_sequences):
        B = audio_sequences.shape[0]
        T = face_sequences.shape[2]
        audio = F.concat(*[audio_sequences[:, i] for i in range(audio_sequences.shape[1])], dim=0)
        faces = F.concat(*[face_sequences[:, :, i] for i in range(face_sequences.shape[2])], dim=0)
        feat = self.face_res(F.relu(self.face_in(faces)))
        emb = self.audio_res(self.audio_in(audio)).mean(axis=(2, 3), keepdims=True)
        emb = F.tile(emb, (1, 1, feat.shape[2], feat.shape[3]))
        out = F.sigmoid(self.out_conv(F.concat(feat, emb, dim=1)))
        out = F.split(out, num_outputs=T, axis=0)
        return F.stack(*out, axis=2).reshape((B, 3, T, out[0].shape[2], out[0].shape[3]))
