"""Glow-TTS prior expansion: the monotonic alignment (N, T_text, T_mel) given as an input and hardened by `> 0`, prior mean and log-scale (N, T_text, C) split from one projection and expanded to mel frames by `F.batch_dot(path, m, transpose_a=True)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5, 7)]


class ExpandPrior(HybridBlock):
    def __init__(self, out_channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(2 * out_channels, flatten=False)

    def hybrid_forward(self, F, h, align_scores):
        path = align_scores > 0
        m, logs = F.split(self.proj(h), num_outputs=2, axis=-1)
        m_exp = F.batch_dot(path, m, transpose_a=True)
        logs_exp = F.batch_dot(path, logs, transpose_a=True)
        return m_exp, logs_exp


Net = ExpandPrior
