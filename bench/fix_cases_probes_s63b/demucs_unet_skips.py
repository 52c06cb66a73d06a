"""Demucs' waveform U-Net: strided Conv1D encoder layers each followed by a 1x1 conv and a GLU
(`a, b = F.split(x, 2, axis=1); a * F.sigmoid(b)`), decoder layers ending in a transposed conv, each
decoder input summed with the encoder output of its depth centre-cropped to the decoder's length by
`center_trim` (`delta = tensor.shape[-1] - reference.shape[-1]`, `tensor[..., delta // 2:-(delta -
delta // 2)]`), the sources split out by `x.reshape((x.shape[0], sources, channels, x.shape[-1]))`."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 64)]


def center_trim(tensor, reference):
    """Center trim `tensor` with respect to `reference`, along the last dimension."""
    delta = tensor.shape[-1] - reference.shape[-1]
    if delta < 0:
        raise ValueError("tensor must be larger than reference. " f"Delta is {delta}.")
    if delta:
        tensor = tensor[..., delta // 2:-(delta - delta // 2)]
    return tensor


class GLU(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        a, b = F.split(x, num_outputs=2, axis=1)
        return a * F.sigmoid(b)


class Net(nn.HybridBlock):
    def __init__(self, sources=2, audio_channels=2, channels=4, depth=2, kernel_size=8, stride=4,
                 **kwargs):
        super(Net, self).__init__(**kwargs)
        self.sources = sources
        self.audio_channels = audio_channels
        with self.name_scope():
            self.encoder = nn.HybridSequential()
            self.decoder = nn.HybridSequential()
            in_channels = audio_channels
            decoders = []
            for index in range(depth):
                encode = nn.HybridSequential()
                encode.add(nn.Conv1D(channels, kernel_size, strides=stride, in_channels=in_channels,
                                     activation='relu'),
                           nn.Conv1D(2 * channels, 1, in_channels=channels), GLU())
                self.encoder.add(encode)
                out_channels = in_channels if index > 0 else sources * audio_channels
                decode = nn.HybridSequential()
                decode.add(nn.Conv1D(2 * channels, 1, in_channels=channels), GLU(),
                           nn.Conv1DTranspose(out_channels, kernel_size, strides=stride,
                                              in_channels=channels))
                if index > 0:
                    decode.add(nn.Activation('relu'))
                decoders.insert(0, decode)
                in_channels = channels
                channels = 2 * channels
            for decode in decoders:
                self.decoder.add(decode)

    def hybrid_forward(self, F, mix):
        x = mix
        saved = []
        for encode in self.encoder:
            x = encode(x)
            saved.append(x)
        for decode in self.decoder:
            skip = center_trim(saved.pop(-1), x)
            x = x + skip
            x = decode(x)
        return x.reshape((x.shape[0], self.sources, self.audio_channels, x.shape[-1]))
