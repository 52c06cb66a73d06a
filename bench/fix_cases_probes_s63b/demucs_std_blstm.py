"""Demucs with input normalisation and its BiLSTM bottleneck: the mixture normalised by the mean and
the (unbiased) std of its mono downmix over time, `std = F.sqrt(... / (mono.shape[-1] - 1))`, with
plain `(x - mean) / (1e-5 + std)`; one encoder layer, the BLSTM (T, B, C) with a Dense back from
2*C, one decoder layer; the output de-normalised `x * std + mean` and viewed per source."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 2, 32)]


class BLSTM(nn.HybridBlock):
    def __init__(self, dim, layers=1, **kwargs):
        super(BLSTM, self).__init__(**kwargs)
        with self.name_scope():
            self.lstm = rnn.LSTM(dim, num_layers=layers, bidirectional=True, input_size=dim)
            self.linear = nn.Dense(dim, flatten=False, in_units=2 * dim)

    def hybrid_forward(self, F, x):
        x = x.transpose((2, 0, 1))
        x = self.lstm(x)
        x = self.linear(x)
        return x.transpose((1, 2, 0))


class Net(nn.HybridBlock):
    def __init__(self, sources=2, audio_channels=2, channels=6, kernel_size=8, stride=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.sources = sources
        self.audio_channels = audio_channels
        with self.name_scope():
            self.encode = nn.HybridSequential()
            self.encode.add(nn.Conv1D(channels, kernel_size, strides=stride, in_channels=audio_channels,
                                      activation='relu'))
            self.lstm = BLSTM(channels)
            self.decode = nn.Conv1DTranspose(sources * audio_channels, kernel_size, strides=stride,
                                             in_channels=channels)

    def hybrid_forward(self, F, mix):
        mono = mix.mean(axis=1, keepdims=True)
        mean = mono.mean(axis=-1, keepdims=True)
        std = F.sqrt(((mono - mean) ** 2).sum(axis=-1, keepdims=True) / (mono.shape[-1] - 1))
        x = (mix - mean) / (1e-5 + std)
        skip = self.encode(x)
        x = self.lstm(skip)
        x = self.decode(x + skip)
        x = x * std + mean
        return x.reshape((x.shape[0], self.sources, self.audio_channels, x.shape[-1]))
