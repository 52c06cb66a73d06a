"""VITS' prior expanded along a monotonic alignment: the path `attn` (b, t_y, t_x) given as input (the
soft one made hard by `F.one_hot(F.argmax(attn, axis=2), t_x)` with `t_x = m_p.shape[2]`), the prior's
mean and log-scale (b, c, t_x) expanded to the frames by `F.batch_dot(path, m_p.transpose((0, 2, 1)))`
and transposed back, the frame mask from `y_lengths` by `y.shape[2]` and the sample `z_p = m_p +
noise * exp(logs_p) * noise_scale` masked by a plain `*`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3), (2, 4, 3), (2, 6, 3), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, noise_scale=0.667, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.noise_scale = noise_scale
        with self.name_scope():
            self.proj = nn.Conv1D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, m_p, logs_p, attn, y_lengths):
        t_x = m_p.shape[2]
        t_y = attn.shape[1]
        y_lengths = F.floor((y_lengths + 1.0) * 3.0) + 1.0          # 1..7 frames
        path = F.one_hot(F.argmax(attn, axis=2), t_x)
        y_mask = (F.arange(t_y).expand_dims(0) < y_lengths.expand_dims(1)).expand_dims(1)
        path = path * y_mask.transpose((0, 2, 1))
        m_p = F.batch_dot(path, m_p.transpose((0, 2, 1))).transpose((0, 2, 1))
        logs_p = F.batch_dot(path, logs_p.transpose((0, 2, 1))).transpose((0, 2, 1))
        z_p = m_p + F.random.normal(shape=m_p.shape) * F.exp(logs_p) * self.noise_scale
        return self.proj(z_p * y_mask) * y_mask
